import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** A certificate and its private key, PEM. */
export interface Credentials {
  cert: string;
  key: string;
}

/**
 * A certificate authority made in the test, as a bank's is for its clients: it signs the stand-in's
 * server certificate (for 127.0.0.1 and localhost) and the school's client certificates.
 */
export interface LocalCa {
  /** The CA's own certificate, PEM: what Plantel trusts for the stand-in, what the stand-in trusts for clients. */
  cert: string;
  server: Credentials;
  /** A client certificate as a bank issues it to a school. */
  issueClient(commonName: string, options?: { validDays?: number }): Credentials;
  /** The same, as a PKCS#12 (.pfx/.p12) file protected by `password`, as most banks deliver it. */
  issueClientPfx(commonName: string, password: string): Buffer;
}

/** RSA keys come from node's crypto: node-forge's own key generation takes seconds in pure JS. */
function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey: forge.pki.privateKeyFromPem(privateKey), publicKey: forge.pki.publicKeyFromPem(publicKey) };
}

function certificate(
  subject: string,
  keys: ReturnType<typeof rsaKeys>,
  issuer: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | null,
  extensions: object[],
  validDays = 365,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 2 * 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + validDays * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : [{ name: 'commonName', value: subject }]);
  cert.setExtensions(extensions);
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return cert;
}

export function makeLocalCa(name = 'PSP de teste'): LocalCa {
  const caKeys = rsaKeys();
  const caCert = certificate(`${name} CA`, caKeys, null, [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  const issuer = { cert: caCert, key: caKeys.privateKey };

  const leaf = (commonName: string, usage: 'serverAuth' | 'clientAuth', validDays?: number) => {
    const keys = rsaKeys();
    const cert = certificate(
      commonName,
      keys,
      issuer,
      [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', [usage]: true },
      ...(usage === 'serverAuth'
        ? [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }]
        : []),
      ],
      validDays,
    );
    return { cert, keys };
  };

  const server = leaf(name, 'serverAuth');
  return {
    cert: forge.pki.certificateToPem(caCert),
    server: { cert: forge.pki.certificateToPem(server.cert), key: forge.pki.privateKeyToPem(server.keys.privateKey) },
    issueClient(commonName, options = {}) {
      const client = leaf(commonName, 'clientAuth', options.validDays);
      return { cert: forge.pki.certificateToPem(client.cert), key: forge.pki.privateKeyToPem(client.keys.privateKey) };
    },
    issueClientPfx(commonName, password) {
      const client = leaf(commonName, 'clientAuth');
      const p12 = forge.pkcs12.toPkcs12Asn1(client.keys.privateKey, [client.cert, caCert], password, { algorithm: '3des' });
      return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
    },
  };
}
