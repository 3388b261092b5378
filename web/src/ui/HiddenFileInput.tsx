import type { Ref } from 'react';

/**
 * A file input a button opens (`ref.current.click()`): hidden, so it is not a second control
 * to tab to. The chosen files are handed on and the input emptied, so choosing the same file
 * again (after fixing it) fires again.
 */
export function HiddenFileInput({
  ref,
  accept,
  label,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  label: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      onChange={(event) => {
        onFiles([...(event.target.files ?? [])]);
        event.target.value = '';
      }}
    />
  );
}
