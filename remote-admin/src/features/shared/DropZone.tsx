import { type ReactNode, useState } from 'react';
import styles from './DropZone.module.css';

/**
 * A zone photos can be dropped on, `text` at its top and the file picker among `children`:
 * dropping is a mouse convenience, the picker does the same for everyone.
 */
export function DropZone({
  text,
  onFiles,
  children,
}: {
  text: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse convenience; the picker inside does the same for everyone.
    <div
      className={over ? `${styles.zone} ${styles.over}` : styles.zone}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
