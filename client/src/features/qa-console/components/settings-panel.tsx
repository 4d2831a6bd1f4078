import { useState, type FormEvent } from 'react';
import type { SiteSettings } from '@betsite/contracts/mock';
import { useQaConnection } from '../api/qa-connection';
import { saveSiteSettings, useSiteSettings } from '../api/settings';
import { useAction } from '../hooks/use-action';
import { venueNames } from '../utils/settings-forms';
import { ActionResult, LoadState, Panel } from './panel';

const SWITCHES = [
  { name: 'depositEnabled', label: 'Deposit enabled' },
  { name: 'professionalAllowed', label: 'Professional edition allowed' },
  { name: 'safeSwitchDefault', label: 'Encryption (safe switch) on by default' },
  { name: 'maintenance', label: 'Whole site in maintenance' },
] as const;
const SUSPENSIONS = [
  { name: 'loginSuspended', label: 'Login suspended' },
  { name: 'registerSuspended', label: 'Registration suspended' },
] as const;
const SUSPENSION_CHOICES = [
  { value: 'off', label: 'no' },
  { value: 'popup', label: 'yes, with a popup' },
  { value: 'silent', label: 'yes, silently' },
] as const;

/** The site settings QA changes, with one proper control each; saved together. */
export function SettingsPanel() {
  const settings = useSiteSettings();
  return (
    <Panel title="Site settings">
      <LoadState of={settings} />
      {/* Keyed by the server's copy: a save (or another QA person's) refills the form. */}
      {settings.data ? <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} /> : null}
    </Panel>
  );
}

function SettingsForm({ saved }: { saved: SiteSettings }) {
  const connection = useQaConnection();
  const [draft, setDraft] = useState<SiteSettings>(saved);
  const [venues, setVenues] = useState(saved.venuesInMaintenance.join(', '));
  const action = useAction();
  const set = <K extends keyof SiteSettings>(name: K, value: SiteSettings[K]) => setDraft({ ...draft, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => saveSiteSettings(connection, { ...draft, venuesInMaintenance: venueNames(venues) }), () => 'Settings saved.');
  };
  return (
    <form className="qa-form" onSubmit={submit} aria-label="Site settings">
      {SWITCHES.map((s) => (
        <label key={s.name} className="checkbox">
          <input type="checkbox" checked={draft[s.name]} onChange={(e) => set(s.name, e.target.checked)} /> {s.label}
        </label>
      ))}
      <label className="qa-inline-field">
        Captcha kind
        <select className="field__input" value={draft.captchaKind} onChange={(e) => set('captchaKind', e.target.value === 'slider' ? 'slider' : 'graphic')}>
          <option value="graphic">graphic</option>
          <option value="slider">slider</option>
        </select>
      </label>
      {SUSPENSIONS.map((s) => (
        <label key={s.name} className="qa-inline-field">
          {s.label}
          <select className="field__input" value={draft[s.name]} onChange={(e) => set(s.name, SUSPENSION_CHOICES.find((c) => c.value === e.target.value)?.value ?? 'off')}>
            {SUSPENSION_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="qa-inline-field">
        Venues in maintenance (enName, comma separated)
        <input className="field__input" value={venues} onChange={(e) => setVenues(e.target.value)} placeholder="PGDZ, AGZR" />
      </label>
      <div className="qa-row">
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Save settings
        </button>
      </div>
      <ActionResult result={action.result} />
    </form>
  );
}
