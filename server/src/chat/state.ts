import { createChatRooms, type ChatRooms } from './rooms';
import { createPredictions, type Predictions } from './predictions';

/**
 * The chat slice of the State: rooms, their bounded history and moderation, and the score
 * predictions of live matches (live connections belong to the socket plugin).
 */
export interface ChatState {
  chat: ChatRooms;
  predictions: Predictions;
}

export function createChatState(): ChatState {
  return {
    chat: createChatRooms({ historyMax: 200, roomsMax: 1_000, moderatedMax: 1_000 }),
    predictions: createPredictions({ matchesMax: 1_000, perMatchMax: 5_000 }),
  };
}
