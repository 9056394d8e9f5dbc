/**
 * How each bank's API Pix differs from the standard, as the stand-in plays it. Written from the
 * banks' published manuals independently of Plantel's own bank profiles
 * (src/server/modules/bank/profiles.ts), so a wrong profile fails a test instead of agreeing with it.
 */
export interface StandInBank {
  /** Where the API Pix's resources live below the host. */
  prefix: string;
  tokenPath: string;
  /** The status of a created charge: the standard's 201, or Banco do Brasil's 200. */
  created: 200 | 201;
  /** Where the answer puts the charge's "copia e cola". */
  copyPasteField: 'pixCopiaECola' | 'brcode';
  /** A query parameter every call must carry (Banco do Brasil's application key). */
  appKeyParam: string | null;
  /** A header every API call must carry with the client id (Sicoob). */
  clientIdHeader: string | null;
  /** How the token call names the client: HTTP Basic with the secret, or the id alone in the form (Sicoob, mTLS only). */
  tokenAuth: 'basic' | 'form-client-id';
  /** POST /cob (a charge whose txid the bank chooses); Banco do Brasil has none. */
  postCob: boolean;
  /** The shape of an error answer. */
  errors: 'problema' | 'bb';
}

export const standInBanks = {
  padrao: {
    prefix: '/api/v2',
    tokenPath: '/oauth/token',
    created: 201,
    copyPasteField: 'pixCopiaECola',
    appKeyParam: null,
    clientIdHeader: null,
    tokenAuth: 'basic',
    postCob: true,
    errors: 'problema',
  },
  bb: {
    prefix: '/pix/v2',
    tokenPath: '/oauth/token',
    created: 200,
    copyPasteField: 'pixCopiaECola',
    appKeyParam: 'gw-dev-app-key',
    clientIdHeader: null,
    tokenAuth: 'basic',
    postCob: false,
    errors: 'bb',
  },
  sicoob: {
    prefix: '/pix/api/v2',
    tokenPath: '/auth/realms/cooperado/protocol/openid-connect/token',
    created: 201,
    copyPasteField: 'brcode',
    appKeyParam: null,
    clientIdHeader: 'client_id',
    tokenAuth: 'form-client-id',
    postCob: true,
    errors: 'problema',
  },
} satisfies Record<string, StandInBank>;

export type StandInBankName = keyof typeof standInBanks;
