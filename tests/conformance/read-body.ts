/** A reply's body as it came: every byte, or the bytes that came before the connection gave out. */
export interface ReadBody {
  bytes: Buffer;
  /** Why the body stopped before its end (`other side closed`); absent when it came whole. */
  cut?: string;
}

/**
 * Reads a fetch Response's body to its end. A body that stops short (the backend closed the
 * connection before the length it announced) is a reply of its own kind, not a failed call: what
 * came is kept with the reason, for a report to show.
 */
export async function readWholeBody(response: Response): Promise<ReadBody> {
  const chunks: Buffer[] = [];
  if (!response.body) return { bytes: Buffer.alloc(0) };
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: Buffer.concat(chunks) };
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    const { message, cause } = error as Error & { cause?: { message?: string } };
    return { bytes: Buffer.concat(chunks), cut: cause?.message ?? message };
  }
}
