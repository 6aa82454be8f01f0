import { ShareDialog, type ShareDialogProps } from '../features/documents/share-dialog.view';
import { documentsModule } from './modules/documents.module';
import { reservationsModule } from './modules/reservations.module';
import { useModules } from './use-modules';

/**
 * Forwarding a document by e-mail, which the documents page loads as a chunk of its own when the
 * dialog opens: with the contract's zod schemas its form validates with (~11 kB gzip). It binds
 * the modules of the ports it resolves (the documents hooks read the homes through the
 * reservations gateway).
 */
export default function ShareDocumentDialog(props: ShareDialogProps) {
  useModules(documentsModule, reservationsModule);
  return <ShareDialog {...props} />;
}
