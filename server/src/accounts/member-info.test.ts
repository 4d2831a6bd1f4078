import { describe, expect, it } from 'vitest';
import { memberInfo } from '@betsite/contracts/routes/member';
import { loadFixtures } from '../composition/fixtures';
import { accountFromFixture } from './account';
import { maskEmail, maskPhone, maskRealName, popupFor, toMemberInfo } from './member-info';

const fixtures = loadFixtures();
const account = (name: string) => accountFromFixture(fixtures.accounts.find((a) => a.name === name)!, Date.now());

describe('member info', () => {
  it('masks the 4 middle digits of a mainland phone, and the middle of shorter ones', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('61234567')).toBe('61****67');
    expect(maskPhone('12345')).toBe('****5');
    expect(maskPhone('12')).toBe('*2');
  });

  it('hides exactly the 4 middle digits, so the 4 digits a player types rebuild the number', () => {
    for (const phone of ['13812345678', '912345678', '61234567', '6123456', '0912345678']) {
      const masked = maskPhone(phone);
      expect(masked.match(/\*/g)).toHaveLength(4);
      const at = masked.indexOf('****');
      expect(masked.replace('****', phone.slice(at, at + 4))).toBe(phone);
    }
  });

  it('masks the local part of an email after its first letters', () => {
    expect(maskEmail('demo01@example.com')).toBe('de****@example.com');
    expect(maskEmail('ab@qq.com')).toBe('a****@qq.com');
    expect(maskEmail('not-an-email')).toBe('****');
  });

  it('keeps only the first character of a real name, counting characters not code units', () => {
    expect(maskRealName('张伟')).toBe('张*');
    expect(maskRealName('欧阳娜娜')).toBe('欧***');
    expect(maskRealName('𠮷田')).toBe('𠮷*');
  });

  it('masks as the string iterator counts characters, lone surrogates and all', () => {
    const bySpread = (name: string) => ([...name].length === 0 ? '' : `${[...name][0]}${'*'.repeat([...name].length - 1)}`);
    for (const name of ['', 'a', '张', '田𠮷', '𠮷𠮷𠮷', '\ud842', '\udfb7田', '田\ud842', '\ud842\ud842\udfb7', 'Ａ b\u00e9', '👨‍👩‍👧']) {
      expect(maskRealName(name), JSON.stringify(name)).toBe(bySpread(name));
    }
  });

  it('reports bindPhone and bindRealName truly, with the contacts masked', () => {
    const info = toMemberInfo(account('demo01'), fixtures.grades);
    expect(memberInfo.parse(info)).toEqual(info);
    expect(info).toMatchObject({ bindPhone: true, bindRealName: true, bindEmail: true, phone: '138****5678', realName: '张*', email: 'de****@example.com', vipName: '黄金会员', isPop: 0, popup: null });
    expect(toMemberInfo(account('demo02'), fixtures.grades)).toMatchObject({ bindPhone: false, bindRealName: false, phone: null, realName: null, email: null });
  });

  it('asks for the real name first, then the phone, and nothing once both are bound', () => {
    expect(popupFor(account('demo02'))?.kind).toBe('bindRealName');
    const a = account('demo02');
    a.realName = '王芳';
    expect(popupFor(a)?.kind).toBe('bindPhone');
    expect(popupFor(account('demo01'))).toBeNull();
    expect(toMemberInfo(account('phone01'), fixtures.grades, 1)).toMatchObject({ isPop: 1, popup: { kind: 'bindRealName', message: '请先完善实名信息' } });
  });
});
