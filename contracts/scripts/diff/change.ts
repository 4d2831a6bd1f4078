/**
 * One difference between two versions of a contract document, breaking or compatible for the
 * side that depends on it (a client calling the API, a partner backend answering it). A warning
 * is compatible by the document's rules but may break a client built from it: a reply's enum that
 * gains a value, which generated clients type as a closed union (a switch over it misses one).
 */
export type Severity = 'breaking' | 'warning' | 'compatible';

export interface Change {
  severity: Severity;
  kind: ChangeKind;
  /** The operation, channel or message: `POST /site/api/v1/user/login`, `message chat/login`. */
  where: string;
  /** Inside it: `request body › name`, `response 200 › data.userId`; empty for the whole of `where`. */
  pointer: string;
  message: string;
}

export type ChangeKind =
  | 'document-added'
  | 'document-removed'
  | 'version-changed'
  | 'operation-added'
  | 'operation-removed'
  | 'parameter-added'
  | 'parameter-removed'
  | 'request-body-added'
  | 'request-body-removed'
  | 'media-type-added'
  | 'media-type-removed'
  | 'response-added'
  | 'response-removed'
  | 'security-added'
  | 'security-removed'
  | 'field-added'
  | 'field-removed'
  | 'field-made-required'
  | 'field-made-optional'
  | 'type-narrowed'
  | 'type-widened'
  | 'enum-value-added'
  | 'enum-value-removed'
  | 'enum-added'
  | 'enum-removed'
  | 'bound-tightened'
  | 'bound-loosened'
  | 'pattern-added'
  | 'pattern-changed'
  | 'pattern-removed'
  | 'format-changed'
  | 'additional-properties-refused'
  | 'variant-added'
  | 'variant-removed'
  | 'business-code-added'
  | 'business-code-removed'
  | 'channel-added'
  | 'channel-removed'
  | 'message-added'
  | 'message-removed';

/** Where a schema sits decides which way a change cuts: requests are what clients send, responses what they get. */
export type Direction = 'request' | 'response';

export class ChangeList {
  private readonly seen = new Set<string>();
  readonly changes: Change[] = [];

  add(severity: Severity, kind: ChangeKind, where: string, pointer: string, message: string): void {
    // The envelope's branches share fields (message, status_code): one change is reported once.
    const key = `${where}\u0000${kind}\u0000${kind.startsWith('business-code') ? '' : pointer}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.changes.push({ severity, kind, where, pointer, message });
  }
}
