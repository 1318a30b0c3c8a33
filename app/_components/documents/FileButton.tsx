'use client';
// A button that opens the file picker: a real button, so the keyboard and screen readers reach it (the input itself is
// hidden). The picked file is handed to `onFile`, and the input cleared so that the same file can be picked again.
import { useRef } from 'react';
import { Button, type ButtonProps } from '../ui/Button';

/** What the server accepts (docs/documents.md#uploads); it reads the type from the bytes whatever the name says. */
export const ACCEPTED_FILES = '.pdf,.docx,.xlsx,.pptx,.odt,.ods,.csv,.txt,.png,.jpg,.jpeg';

export function FileButton({ onFile, ...props }: Omit<ButtonProps, 'onClick'> & { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...props} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
