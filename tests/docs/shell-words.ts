/**
 * The simple commands of a shell block, as far as the docs check needs them: words with their
 * quotes taken off, the `NAME=value` assignments in front of a command apart, commands split at
 * `&&`, `||`, `|`, `;`, `&` and line ends, comments dropped. Not a shell: `$(…)` and `${…}` stay
 * inside their word unexpanded, which is enough to check the command and option names a reader
 * types and the paths into the repository.
 */
export interface SimpleCommand {
  /** The names assigned in front of the command (`PORT=3100 npm start` → `PORT`). */
  env: string[];
  words: string[];
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
const OPERATOR_CHARS = new Set(['&', '|', ';', '\n']);
/** Shell keywords that may stand before a command on its line (`do curl …`). */
const LEADING_KEYWORDS = new Set(['do', 'then', 'else', '!', '{', '(']);

/** Splits `text` into words and operator marks (`null`), dropping comments and line continuations. */
function lex(text: string): (string | null)[] {
  const out: (string | null)[] = [];
  let word = '';
  let inWord = false;
  let depth = 0; // inside $( … ) or ${ … }: spaces and operators belong to the word
  const flush = () => {
    if (inWord) out.push(word);
    word = '';
    inWord = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === '\n') {
      i++;
      continue;
    }
    if (depth > 0) {
      word += c;
      if (c === '(' || c === '{') depth++;
      else if (c === ')' || c === '}') depth--;
      continue;
    }
    if (c === "'" || c === '"') {
      const end = closingQuote(text, i);
      const inner = text.slice(i + 1, end);
      word += c === '"' ? inner.replace(/\\(["\\$`])/g, '$1') : inner;
      inWord = true;
      i = end;
    } else if (c === '\\') {
      word += text[i + 1] ?? '';
      inWord = true;
      i++;
    } else if (c === '$' && (text[i + 1] === '(' || text[i + 1] === '{')) {
      word += c + text[i + 1];
      inWord = true;
      depth = 1;
      i++;
    } else if (c === '#' && !inWord) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (c === ' ' || c === '\t') {
      flush();
    } else if (OPERATOR_CHARS.has(c)) {
      flush();
      out.push(null);
    } else {
      word += c;
      inWord = true;
    }
  }
  flush();
  return out;
}

function closingQuote(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  throw new Error(`unclosed ${quote} in: ${text.slice(open, open + 60)}`);
}

export function simpleCommands(text: string): SimpleCommand[] {
  const commands: SimpleCommand[] = [];
  let current: string[] = [];
  const end = () => {
    while (current.length > 0 && LEADING_KEYWORDS.has(current[0]!)) current.shift();
    const env: string[] = [];
    while (current.length > 0 && ASSIGNMENT.test(current[0]!)) env.push(ASSIGNMENT.exec(current.shift()!)![1]!);
    if (current.length > 0 || env.length > 0) commands.push({ env, words: current });
    current = [];
  };
  for (const token of lex(text)) {
    if (token === null) end();
    else current.push(token);
  }
  end();
  return commands;
}
