import { useState, type ChangeEvent, type FormEvent } from 'react';
import { UPLOAD_IMAGE_BYTES_MAX, UPLOAD_IMAGE_TYPES } from '@betsite/contracts/routes/member';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { setAvatar, uploadAvatar, useAvatarList } from '../api/avatars';
import { bindOther } from '../api/member-binding';
import { readNickname } from '../utils/binding-forms';

/** The nickname, under the contract's nickname rule (no control or bidi characters, no reserved names). */
export function NicknameForm({ current }: { current: string | null }) {
  const [name, setName] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const guard = useSubmitGuard();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const r = readNickname(name);
    setError(r.ok ? undefined : r.message);
    if (!r.ok) return;
    void guard.run(async () => {
      try {
        await bindOther({ nickName: r.value });
        bus.emit('tips', { message: '昵称已保存', kind: 'success' });
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };
  return (
    <form className="row" aria-label="修改昵称" onSubmit={submit} noValidate>
      <TextField label="昵称" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} error={error} />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        保存昵称
      </button>
    </form>
  );
}

const readFile = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The avatar: one of the stock ones, or an image the player uploads (checked here, then by the server). */
export function AvatarPicker({ current }: { current: string | null }) {
  const avatars = useAvatarList();
  const guard = useSubmitGuard();
  const [error, setError] = useState<string | undefined>();
  const choose = (url: string) =>
    void guard.run(async () => {
      try {
        await setAvatar(url);
        await avatars.mutate();
        bus.emit('tips', { message: '头像已更新', kind: 'success' });
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError('仅支持 png、jpg、gif、webp 图片');
    if (file.size > UPLOAD_IMAGE_BYTES_MAX) return setError('图片不能超过150KB');
    setError(undefined);
    void guard.run(async () => {
      try {
        const uploaded = await uploadAvatar(await readFile(file));
        await setAvatar(uploaded.url);
        bus.emit('tips', { message: '头像已更新', kind: 'success' });
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };
  return (
    <section className="stack" aria-labelledby="avatar-title">
      <h2 id="avatar-title" className="section-title">
        头像
      </h2>
      {current && <img className="avatar" src={current} alt="当前头像" width={64} height={64} />}
      <ul className="row" aria-label="可选头像">
        {(avatars.data?.list ?? []).map((a) => (
          <li key={a.id}>
            <button type="button" className="button button--ghost" aria-pressed={a.url === current} disabled={guard.pending} onClick={() => choose(a.url)}>
              <img src={a.url} alt={a.name} width={48} height={48} />
            </button>
          </li>
        ))}
      </ul>
      <label className="field">
        <span className="field__label">上传头像</span>
        <input type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} onChange={upload} disabled={guard.pending} />
      </label>
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </section>
  );
}
