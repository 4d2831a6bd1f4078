import { USERNAME_LENGTH_MAX } from '@betsite/contracts/constants';
import { MESSAGES } from '@betsite/contracts/validation';
import { TextField } from '../../../components/ui/text-field';
import type { FormErrors } from '../utils/credentials-form';

interface CredentialFieldsProps {
  /** Logging in asks for the current password; registering sets a new one, the rules as placeholders. */
  purpose: 'login' | 'register';
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  errors: FormErrors;
}

/** The username and password fields of the login and register tabs. */
export function CredentialFields({ purpose, username, password, onUsername, onPassword, errors }: CredentialFieldsProps) {
  const registering = purpose === 'register';
  return (
    <>
      <TextField
        label="用户名"
        name="username"
        autoComplete="username"
        placeholder={registering ? MESSAGES.usernameRule : '请输入用户名'}
        maxLength={USERNAME_LENGTH_MAX}
        value={username}
        onChange={(e) => onUsername(e.target.value)}
        error={errors.username}
      />
      <TextField
        label="密码"
        name="password"
        type="password"
        autoComplete={registering ? 'new-password' : 'current-password'}
        placeholder={registering ? MESSAGES.passwordRule : '请输入密码'}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
      />
    </>
  );
}
