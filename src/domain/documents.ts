import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, isValidPhone, parsePhone } from '@brazilian-utils/brazilian-utils';

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

export const isCpf = (value: string) => isValidCpf(onlyDigits(value));
export const isCnpj = (value: string) => isValidCnpj(onlyDigits(value));

/** A mobile or landline with a real area code, formatted or not, with or without +55. */
export const isPhone = (value: string) => isValidPhone(value);
/** A valid phone's 10 or 11 digits, the country code dropped. */
export const phoneDigits = (value: string) => parsePhone(value);

export const formatCpfDigits = (value: string | null | undefined) =>
  value ? formatCpf(onlyDigits(value)) : '';
export const formatCnpjDigits = (value: string | null | undefined) =>
  value ? formatCnpj(onlyDigits(value)) : '';

/** Progressive mask for inputs: "529.982.247-25" as the user types. */
export function maskCpf(value: string) {
  const d = onlyDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

export function maskCnpj(value: string) {
  const d = onlyDigits(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}

/** "(11) 98765-4321" for mobiles, "(11) 3333-4444" for landlines; partial input is masked as typed. */
export function maskPhone(value: string) {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

export function maskCep(value: string) {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
