import { CHAT_BUFFERED_BYTES_MAX } from '@betsite/contracts/socket';
import type { SocketFault } from '@betsite/contracts/socket-faults';
import { utf8Bytes } from '../lib/bytes';
import type { Timers, TimerHandle } from '../lib/timers';
import type { ChatSocket } from './chat-socket';

/**
 * A QA socket fault (contracts/src/socket-faults.ts) carried out on one connection: every frame to
 * the client passes through `send`. A drop or a close acts once `afterFrames` frames have gone
 * out (at `opened` when that is 0), and the frames after it are not sent: the connection is going.
 * A delay holds frames back, in order, and their bytes count against CHAT_BUFFERED_BYTES_MAX, as
 * unread replies do: past it `tooMuchHeld` is called (the hub closes the connection as a slow
 * reader) instead of holding more. `lift` ends the fault (its scenario was removed): what a delay
 * holds goes out at once, in order, and every frame after it is sent as it comes.
 */
export function createSocketFault(fault: SocketFault, socket: ChatSocket, tooMuchHeld: () => void, timers: Timers) {
  let sent = 0;
  let done = false;
  let lifted = false;
  let heldBytes = 0;
  /** A delay's frames, oldest first, each with when it is due (performance.now()). */
  const held: { text: string; bytes: number; dueMs: number }[] = [];
  let timer: TimerHandle | undefined;
  const release = (untilMs: number) => {
    while (held.length > 0 && held[0]!.dueMs <= untilMs) {
      const frame = held.shift()!;
      heldBytes -= frame.bytes;
      if (socket.open) socket.send(frame.text);
    }
  };
  const releaseDue = () => {
    timer = undefined;
    release(performance.now());
    if (held.length > 0) timer = timers.after(held[0]!.dueMs - performance.now(), releaseDue);
  };
  const act = () => {
    done = true;
    // A drop sends no close frame: the client sees the connection fail (1006), as a network cut does.
    if (fault.kind === 'socket-drop') socket.terminate();
    else if (fault.kind === 'socket-close') socket.close(fault.code, fault.reason ?? '');
  };
  return {
    /** The connection is admitted: a fault due after no frame acts now. */
    opened() {
      if (fault.kind !== 'socket-delay' && fault.afterFrames === 0) act();
    },
    send(text: string) {
      if (lifted) return socket.send(text);
      if (done) return;
      if (fault.kind === 'socket-delay') {
        const bytes = utf8Bytes(text).length;
        if (heldBytes + bytes > CHAT_BUFFERED_BYTES_MAX) return tooMuchHeld();
        heldBytes += bytes;
        held.push({ text, bytes, dueMs: performance.now() + fault.ms });
        timer ??= timers.after(fault.ms, releaseDue);
        return;
      }
      sent += 1;
      if (sent < fault.afterFrames) return socket.send(text);
      done = true;
      // The last frame is written out before the connection goes (a close frame queues behind it;
      // a cut would throw away what is still in the socket's buffer).
      if (fault.kind === 'socket-close') {
        socket.send(text);
        return act();
      }
      socket.send(text, () => act());
    },
    /** Its scenario was removed: the fault ends, unless it has already acted (the connection is going). */
    lift() {
      if (done) return;
      lifted = true;
      timers.cancel(timer);
      timer = undefined;
      release(Infinity);
    },
  };
}
export type ConnectionFault = ReturnType<typeof createSocketFault>;
