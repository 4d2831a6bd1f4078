import { describe, expect, it } from 'vitest';
import { MESSAGES, chatText, nickname } from './validation';
import { addFeedbackBody } from './routes/feedback';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('nickname', () => {
  it('refuses bidi overrides, zero-width, control and lone-surrogate characters', () => {
    for (const bad of ['\u202e服客方官', '幸运\u200b星', 'a\u200fb', '\u2066ab', 'a\u0000b', 'a\u0007', 'ab\u00ad', 'x\ud800', '\udfffx', 'a\u2028b', '\u3164', 'a\ue000']) {
      expect(firstMessage(nickname.safeParse(bad)), JSON.stringify(bad)).toBe(MESSAGES.nicknameCharacters);
    }
  });

  it('refuses reserved words after NFKC, without spaces and in any case', () => {
    for (const bad of ['官方', '客服小王', '官 方 客 服', '管理员', 'ＡＤＭＩＮ', 'Admin01', 'the System', '站长']) {
      expect(firstMessage(nickname.safeParse(bad)), bad).toBe(MESSAGES.nicknameReserved);
    }
  });

  it('counts code points, not UTF-16 units', () => {
    expect(nickname.safeParse('😀'.repeat(12)).success).toBe(true);
    expect(nickname.safeParse('𠮷'.repeat(12)).success).toBe(true);
    expect(firstMessage(nickname.safeParse('😀'.repeat(13)))).toBe(MESSAGES.nicknameLength);
    expect(firstMessage(nickname.safeParse('   '))).toBe(MESSAGES.nicknameLength);
  });

  it('accepts ordinary names and trims them', () => {
    expect(nickname.parse('  幸运星  ')).toBe('幸运星');
    expect(nickname.safeParse('Lucky Star 7').success).toBe(true);
  });
});

describe('free text (chat messages, feedback content)', () => {
  it('refuses bidi controls, control characters and lone surrogates', () => {
    for (const bad of ['好\u202e球', '\u2067x', 'a\u0000', 'a\u001b[31m', 'a\ud800b', 'a\u200fb']) {
      expect(firstMessage(chatText.safeParse(bad)), JSON.stringify(bad)).toBe(MESSAGES.textCharacters);
      expect(firstMessage(addFeedbackBody.safeParse({ type: 6, content: bad })), JSON.stringify(bad)).toBe(MESSAGES.textCharacters);
    }
  });

  it('keeps line breaks, tabs and emoji joined with a zero-width joiner', () => {
    expect(chatText.safeParse('一家人 👨‍👩‍👧').success).toBe(true);
    expect(addFeedbackBody.safeParse({ type: 6, content: '第一行\n第二行\t结束' }).success).toBe(true);
  });
});
