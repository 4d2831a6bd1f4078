/**
 * The orders of one kind (deposits, withdrawals) by order number, and each player's order numbers
 * oldest first. Bounded per player: beyond the bound the oldest finished orders are dropped, but
 * an open one never is (it still holds or awaits money).
 */
export interface OrderBook<O> {
  readonly orders: Map<string, O>;
  /** userId → order numbers, oldest first. */
  readonly byUser: Map<number, string[]>;
}

export function ordersIn<O>(book: OrderBook<O>, userId: number): O[] {
  return (book.byUser.get(userId) ?? []).flatMap((no) => book.orders.get(no) ?? []);
}

export function fileOrder<O extends { orderNo: string; userId: number }>(book: OrderBook<O>, order: O, isOpen: (o: O) => boolean, perUserMax: number): void {
  book.orders.set(order.orderNo, order);
  const mine = book.byUser.get(order.userId) ?? [];
  mine.push(order.orderNo);
  book.byUser.set(order.userId, mine);
  while (mine.length > perUserMax) {
    const idx = mine.findIndex((no) => {
      const o = book.orders.get(no);
      return o === undefined || !isOpen(o);
    });
    if (idx < 0) return;
    const [gone] = mine.splice(idx, 1);
    if (gone) book.orders.delete(gone);
  }
}
