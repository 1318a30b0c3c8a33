// A real DNS server for tests (dns2 over UDP on a free 127.0.0.1 port): it answers TXT questions from a table the test
// edits while it runs, NXDOMAIN for a name it does not hold. An app started with DNS_SERVERS=`server.address` (or
// server/sso/dns.ts given `servers`) checks SSO domains against it (docs/sso.md#verified-domains).
import { Packet, createServer } from 'dns2';

export interface DnsTestServer {
  /** `127.0.0.1:PORT`, as DNS_SERVERS takes it. */
  address: string;
  /**
   * Sets the TXT records of `name` (each record a list of character-strings, the chunks a long value is split in).
   * An empty list: the name exists with no TXT record (NOERROR, no answer).
   */
  setTxt(name: string, records: (string | string[])[]): void;
  /** Forgets `name`: NXDOMAIN from now on. */
  remove(name: string): void;
  /**
   * Holds the answers about `name` until `release()`: `asked` resolves once a question about it has arrived. For a
   * test that needs something to happen while a lookup is in flight.
   */
  hold(name: string): { asked: Promise<void>; release(): void };
  /** Every name asked about so far, lower-case, in order. */
  readonly questions: string[];
  stop(): Promise<void>;
}

/** RFC 1035 section 4.1.1 (dns2's Packet.RCODE, which its types leave out). */
const NXDOMAIN = 3;

export async function startDnsServer(): Promise<DnsTestServer> {
  const zone = new Map<string, string[][]>();
  const questions: string[] = [];
  const holds = new Map<string, { asked: () => void; released: Promise<void> }>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const server = createServer({
    udp: true,
    handle: async (request, send) => {
      const held = request.questions[0] && holds.get(key(request.questions[0].name));
      if (held) {
        held.asked();
        await held.released;
      }
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (question) {
        questions.push(key(question.name));
        const records = zone.get(key(question.name));
        if (!records) response.header.rcode = NXDOMAIN;
        else if (question.type === Packet.TYPE.TXT) {
          // dns2's types want a Resource instance; its encoder takes the plain record (data: the character-strings).
          const answers = response.answers as unknown[];
          for (const data of records) {
            answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data });
          }
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const udp = addresses.udp as { port: number };
  return {
    address: `127.0.0.1:${udp.port}`,
    setTxt: (name, records) =>
      zone.set(
        key(name),
        records.map((r) => (Array.isArray(r) ? r : [r])),
      ),
    remove: (name) => zone.delete(key(name)),
    hold: (name) => {
      let asked!: () => void;
      let release!: () => void;
      const askedPromise = new Promise<void>((resolve) => (asked = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(key(name), { asked, released });
      return {
        asked: askedPromise,
        release: () => {
          holds.delete(key(name));
          release();
        },
      };
    },
    questions,
    stop: () => server.close(),
  };
}
