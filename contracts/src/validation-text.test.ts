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

  it('refuses reserved words spelt with look-alike letters of other scripts', () => {
    // Cyrillic а (U+0430), о, с, і, ѕ; Greek ο, ν, ι; Latin small capital ɪ; a mix of all.
    for (const bad of ['\u0430dmin', 'syst\u0435m', '\u043Effi\u0441i\u0430l', '\u0455ystem', 'adm\u0456n', '\u03BFfficial', 'admi\u03B7', 'ADM\u0399N', '\u0430\u0501m\u0456n']) {
      expect(firstMessage(nickname.safeParse(bad)), bad).toBe(MESSAGES.nicknameReserved);
    }
  });

  it('keeps names in Cyrillic or Greek that spell no reserved word', () => {
    expect(nickname.safeParse('\u0421\u0430\u0448\u0430').success).toBe(true); // Саша
    expect(nickname.safeParse('\u0391\u03B8\u03B7\u03BD\u03AC').success).toBe(true); // Αθηνά
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
