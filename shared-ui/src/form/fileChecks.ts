// The browser's side of the contract's upload rules: the file dialog's filter, the check of a
// picked file (the rule's own messages, the ones the API gives), and sizes for people.
import { useState } from 'react';
import { uploadProblem, type UploadProblem, type UploadRule } from '@dapcon/contract/core';

/**
 * The `accept` attribute of a file input for a rule, so the browser's dialog offers the right
 * files first (the user can still pick others, so the check stays necessary).
 *
 * @example
 * acceptAttribute(UPLOAD_RULES.documento) // 'application/pdf,.pdf'
 */
export function acceptAttribute(rule: UploadRule): string {
  return [...rule.accept, ...rule.extensions.map((extension) => `.${extension}`)].join(',');
}

/**
 * Checks picked files against an upload rule: `check(file)` says whether the file may be kept and
 * remembers the problem; `message` is the rule's text for it (shown under the field, in the
 * interface language through `useErrorText`).
 *
 * @example
 * const upload = useUploadCheck(UPLOAD_RULES.logo);
 * onPick={(file) => upload.check(file) && onChange(file)}
 */
export function useUploadCheck(rule: UploadRule) {
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  return {
    message: problem ? rule.messages[problem] : undefined,
    check(file: File): boolean {
      const found = uploadProblem(rule, file);
      setProblem(found);
      return found === null;
    },
    reset: () => setProblem(null),
  };
}

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file size for people, in Spanish notation: bytes, KB or MB (1 MB = 1024 × 1024 bytes), at
 * most one decimal.
 *
 * @example
 * formatBytes(2 * 1024 * 1024) // '2 MB'
 * formatBytes(1536)            // '1,5 KB'
 */
export function formatBytes(bytes: number, locale = 'es-ES'): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes >= MB) return `${number.format(bytes / MB)} MB`;
  if (bytes >= KB) return `${number.format(bytes / KB)} KB`;
  return `${number.format(bytes)} B`;
}
