import { createChatRooms, type ChatRooms } from './rooms';

/** The chat slice of the State: rooms and their bounded history (live connections belong to the socket plugin). */
export interface ChatState {
  chat: ChatRooms;
}

export function createChatState(): ChatState {
  return { chat: createChatRooms({ historyMax: 200, roomsMax: 1_000 }) };
}
