import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import { CHAT_SOCKET_PATH, MSG_ID, chatHandshakeSearch, type ClientMessageInput, type ServerMessage } from '@betsite/contracts/socket';
import { useSession } from '../../../lib/session';
import { showTip } from '../../../lib/tips';
import { refreshUnreadCounts } from '../../../lib/unread';
import { fetchChatJwt } from '../api/chat-jwt';
import { browserSocket, createChatSocket, type ChatConnectionState, type ChatSocket } from '../api/chat-socket';
import { initialRoom, reduceRoom } from './chat-room-state';

type Action = { kind: 'frame'; m: ServerMessage } | { kind: 'reset'; rid: string };

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`;
}

/**
 * One live room over the chat socket: a guest login when anonymous, the jwt with the session token
 * when logged in, the room joined and its first history page asked for on every (re)connection.
 * 60000 notifications show as tips and refresh the unread counts.
 */
export function useLiveChat(rid: string) {
  const { token } = useSession();
  const [room, dispatch] = useReducer((s: ReturnType<typeof initialRoom>, a: Action) => (a.kind === 'reset' ? initialRoom(a.rid) : reduceRoom(s, a.m)), rid, initialRoom);
  const [connection, setConnection] = useState<ChatConnectionState>('unconnected');
  const socketRef = useRef<ChatSocket | null>(null);

  useEffect(() => {
    dispatch({ kind: 'reset', rid });
    const socket = createChatSocket({
      url: socketUrl(),
      createSocket: browserSocket,
      onOpen: async (): Promise<ClientMessageInput[]> => {
        const login: ClientMessageInput = token ? { msgId: MSG_ID.LOGIN, msgData: { token, jwt: await fetchChatJwt() } } : { msgId: MSG_ID.GUEST_LOGIN, msgData: {} };
        return [login, { msgId: MSG_ID.JOIN_ROOM, msgData: { rid } }, { msgId: MSG_ID.HISTORY, msgData: { rid, pageNum: 1, pageSize: HISTORY_PAGE_SIZE } }];
      },
      onMessage: (m) => {
        if (m.msgId === MSG_ID.INTERNAL_NOTIFICATION) {
          showTip({ message: m.msgData.body, kind: 'info' });
          refreshUnreadCounts();
        }
        dispatch({ kind: 'frame', m });
      },
      onState: setConnection,
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [rid, token]);

  const send = useCallback((m: ClientMessageInput) => socketRef.current?.send(m), []);
  return {
    room,
    connection,
    /** Trimmed; an empty message is not sent (spec 001 section 5). Answers whether it was sent. */
    say(text: string): boolean {
      const msg = text.trim();
      if (msg === '') return false;
      send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid, msg } });
      return true;
    },
    olderHistory: () => send({ msgId: MSG_ID.HISTORY, msgData: { rid, pageNum: room.historyPages + 1, pageSize: HISTORY_PAGE_SIZE } }),
    sendGift: (giftId: string, count: number) => send({ msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { rid, giftId, count } }),
    predict: (homeScore: number, awayScore: number) => send({ msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { rid, homeScore, awayScore } }),
  };
}
export type LiveChat = ReturnType<typeof useLiveChat>;
