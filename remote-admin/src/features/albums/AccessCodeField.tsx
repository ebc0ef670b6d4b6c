import {
  accessCodeWarnings,
  type ClientNames,
  MAX_ACCESS_CODE_LENGTH,
  proposeAccessCode,
} from '@lapm/contracts';
import { Button, TextField } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './AccessCodeField.module.css';

interface AccessCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  client: ClientNames | null;
  disabled: boolean;
}

/**
 * The access code, with a button that draws another random one, and warnings next to it when
 * the typed code is easy to guess (the server says the same on saving). Warnings never block.
 */
export function AccessCodeField({ value, onChange, client, disabled }: AccessCodeFieldProps) {
  const text = fr.albumForm;
  const warnings = value.trim() ? accessCodeWarnings(value, client) : [];
  return (
    <div className={styles.code}>
      <TextField
        label={text.accessCode}
        name="access_code"
        maxLength={MAX_ACCESS_CODE_LENGTH}
        required
        autoComplete="off"
        spellCheck={false}
        hint={warnings.length > 0 ? <span className={styles.warning}>{warnings.join(' ')}</span> : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="secondary"
        size="small"
        disabled={disabled}
        onClick={() => onChange(proposeAccessCode(client))}
      >
        {text.proposeCode}
      </Button>
    </div>
  );
}
