import { NOTICE_CATEGORY, NOTICE_CATEGORY_TYPE } from '@betsite/contracts/socket';

/**
 * A site notification for one member (spec 001: the chat socket's 60000 internal notification).
 * Any context publishes one on `ctx.notices` (a deposit credited, a withdrawal paid, a bet settled,
 * a new letter); the chat socket relays it to that member's open sockets and drops it when they
 * have none (the letter or record stays the durable copy). category/categoryType name the unread
 * count the client refreshes (NOTICE_CATEGORY).
 */
export interface Notice {
  userId: number;
  category: number;
  categoryType: number;
  /** The text shown as a tip, at most NOTICE_BODY_CHARS_MAX characters. */
  body: string;
}

export const NOTICE_BODY_CHARS_MAX = 2_000;

/** A personal notice, its body cut to the bound; finance news (deposits, withdrawals) passes category fd. */
export function noticeFor(userId: number, body: string, category: number = NOTICE_CATEGORY.notice): Notice {
  return { userId, category, categoryType: NOTICE_CATEGORY_TYPE.personal, body: body.slice(0, NOTICE_BODY_CHARS_MAX) };
}
