import type { KyInstance } from 'ky';
import type { ContactUsRequest } from '../contract/contact';
import type { ContactGateway } from '../ports/contact-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/contact');

export class KyContactGateway implements ContactGateway {
  constructor(private readonly http: KyInstance) {}

  async contacts() {
    const { ContactList } = await schemas();
    return send(() => this.http.get('contacts').json(ContactList));
  }

  async send(request: ContactUsRequest) {
    const { ContactUsReceipt } = await schemas();
    return send(() => this.http.post('contact-us', { json: request }).json(ContactUsReceipt));
  }

  async sentMessages() {
    const { SentContactMessageList } = await schemas();
    return send(() => this.http.get('contact-us/messages').json(SentContactMessageList));
  }
}
