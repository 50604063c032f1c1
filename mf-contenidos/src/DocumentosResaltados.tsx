import type { DocumentosResaltadosProps } from '@dapcon/shared-sdk';
import { DocumentosResaltados } from './features/publico/DocumentosResaltados';

/**
 * The homes' 'Documentos destacados' button with its count and its modal, exposed as
 * `mf_contenidos/DocumentosResaltados` for the homes of companies, consultants and verifiers (mf-home),
 * which mount it with `RemotePanel`. The list inside loads when the button is first pressed.
 */
export default function DocumentosResaltadosPanel(props: DocumentosResaltadosProps) {
  return <DocumentosResaltados {...props} />;
}
