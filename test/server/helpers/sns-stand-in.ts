import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Publish the stand-in received, as the SNS Query API's form fields. */
export interface PublishedText {
  readonly phoneNumber: string;
  readonly message: string;
  /** MessageAttributes by name (their StringValue). */
  readonly attributes: Readonly<Record<string, string>>;
  readonly authorization: string | undefined;
}

/**
 * A local stand-in of the Amazon SNS endpoint (AWS_ENDPOINT_URL_SNS): the SDK posts the Query
 * protocol (form-encoded Action=Publish…) and reads an XML answer. `down` answers every request
 * with 503, as an outage would.
 */
export async function snsStandIn(): Promise<{ url: string; published: PublishedText[]; setDown(down: boolean): void; close(): Promise<void> }> {
  const published: PublishedText[] = [];
  let down = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (down) {
        response.writeHead(503, { 'content-type': 'text/xml' });
        response.end('<ErrorResponse><Error><Type>Receiver</Type><Code>ServiceUnavailable</Code><Message>down</Message></Error><RequestId>r</RequestId></ErrorResponse>');
        return;
      }
      const form = new URLSearchParams(body);
      const attributes: Record<string, string> = {};
      for (let entry = 1; form.has(`MessageAttributes.entry.${entry}.Name`); entry++) {
        attributes[form.get(`MessageAttributes.entry.${entry}.Name`)!] = form.get(`MessageAttributes.entry.${entry}.Value.StringValue`) ?? '';
      }
      if (form.get('Action') !== 'Publish') {
        response.writeHead(400, { 'content-type': 'text/xml' });
        response.end('<ErrorResponse><Error><Type>Sender</Type><Code>InvalidAction</Code><Message>only Publish</Message></Error></ErrorResponse>');
        return;
      }
      published.push({ phoneNumber: form.get('PhoneNumber') ?? '', message: form.get('Message') ?? '', attributes, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.end(
        `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>m-${published.length}</MessageId></PublishResult><ResponseMetadata><RequestId>r-${published.length}</RequestId></ResponseMetadata></PublishResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    published,
    setDown: (value) => (down = value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sets the SDK's standard variables for the stand-in; returns a function restoring the previous ones. */
export function useSnsEnvironment(endpoint: string): () => void {
  const values: Record<string, string> = {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'AKIDTESTSTANDIN',
    AWS_SECRET_ACCESS_KEY: 'test-secret-of-the-stand-in',
    AWS_ENDPOINT_URL_SNS: endpoint,
  };
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}
