import { createSocket } from 'node:dgram';
import { isIPv4 } from 'node:net';

export interface FakeDnsRecords {
  txt?: string[];
  a?: string[];
  aaaa?: string[];
}

const TYPE = { A: 1, TXT: 16, AAAA: 28 } as const;

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at]! > 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...groups(tail)];
  const bytes = Buffer.alloc(16);
  all.forEach((group, i) => bytes.writeUInt16BE(parseInt(group, 16), i * 2));
  return bytes;
}

function answerData(type: number, value: string): Buffer {
  if (type === TYPE.A && isIPv4(value)) return Buffer.from(value.split('.').map(Number));
  if (type === TYPE.AAAA) return ipv6Bytes(value);
  const text = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from([text.length]), text]);
}

/**
 * A DNS server on 127.0.0.1 answering A, AAAA and TXT questions from `records` (by name, lower
 * case); other names are NXDOMAIN. Set `records` between tests; `env` points the domain checks at it.
 */
export async function startFakeDns() {
  const records = new Map<string, FakeDnsRecords>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const { name, end } = readName(query, 12);
    const type = query.readUInt16BE(end);
    const found = records.get(name);
    const values = !found
      ? []
      : type === TYPE.A
        ? (found.a ?? [])
        : type === TYPE.AAAA
          ? (found.aaaa ?? [])
          : type === TYPE.TXT
            ? (found.txt ?? [])
            : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180 | (found ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(values.length, 6);
    const question = query.subarray(12, end + 4);
    const answers = values.map((value) => {
      const data = answerData(type, value);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0);
      fixed.writeUInt16BE(type, 2);
      fixed.writeUInt16BE(1, 4);
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    socket.send(Buffer.concat([header, question, ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    records,
    server: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
