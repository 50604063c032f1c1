import { subirImagenEditor } from '@dapcon/contract/contenidos';
import { useApiMutation } from '@dapcon/shared-sdk/query';

/**
 * The editor's image upload (`POST /upload_file_editor`): answers where the image is served
 * (`data.url`). A failure is thrown for the editor, which says 'Error al cargar la imagen'.
 *
 * @example
 * const subirImagen = useSubirImagen();
 * <RichTextControl name="mensaje" onUploadImage={subirImagen} />
 */
export function useSubirImagen(): (file: File) => Promise<string> {
  const { mutateAsync } = useApiMutation(subirImagenEditor);
  return async (file) => (await mutateAsync({ body: { file } })).data.url;
}
