import { Button } from '@chakra-ui/react';

/** The 'Quitar' button of a chosen file; its accessible name carries the file's, so several on a form stay distinct. */
export function RemoveFileButton({ label, fileName, disabled, onRemove }: { label: string; fileName: string; disabled?: boolean; onRemove: () => void }) {
  return (
    <Button type="button" size="sm" variant="ghost" colorPalette="red" disabled={disabled} aria-label={`${label}: ${fileName}`} onClick={onRemove}>
      {label}
    </Button>
  );
}
