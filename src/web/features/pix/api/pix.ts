import { useQuery } from '@tanstack/react-query';
import { effectivePixSettingsSchema, familyPixChargesSchema, type FamilyPixChargesInput, ownPixSettingsSchema, pixChargeSchema, pixSettingsSchema, type PixSettings, type PixSettingsData } from '@domain/pix';
import {
  effectiveLateFeeSettingsSchema,
  lateFeeSettingsSchema,
  ownLateFeeSettingsSchema,
  type LateFeePolicy,
  type LateFeeSettingsInput,
} from '@domain/late-fees';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** Whose settings: a company's, or a unit's own (which override its company's). */
export interface PixOwner {
  kind: 'companies' | 'units';
  id: number;
}

const settingsPath = ({ kind, id }: PixOwner) => `/api/${kind}/${id}/pix-settings`;

/** GET …/pix-settings: the owner's own settings, null without any. */
export function usePixSettings(owner: PixOwner) {
  return useQuery({ queryKey: [settingsPath(owner)], queryFn: () => api.get<typeof ownPixSettingsSchema>(settingsPath(owner)) });
}

/** GET /api/units/{id}/pix-settings/effective: what the unit uses, its own or its company's. */
export function useEffectivePixSettings(unitId: number) {
  const path = `${settingsPath({ kind: 'units', id: unitId })}/effective`;
  return useQuery({ queryKey: [path], queryFn: () => api.get<typeof effectivePixSettingsSchema>(path) });
}

/**
 * What a settings change alters: every settings read, and the enrolment finance and family
 * answers that say whether an instalment has a PIX charge.
 */
const PIX_VIEWS = ['/api/companies', '/api/units', '/api/enrollments-with-payments', '/api/family', '/api/monthly-payments'] as const;

export interface SavePixSettingsVariables {
  owner: PixOwner;
  data: PixSettingsData;
}

export const useSavePixSettings = (options?: MutationOptions<PixSettings, SavePixSettingsVariables>) =>
  useApiMutation(({ owner, data }: SavePixSettingsVariables) => api.put<typeof pixSettingsSchema>(settingsPath(owner), data), { refresh: PIX_VIEWS }, options);

export const useRemoveUnitPixSettings = (options?: MutationOptions<unknown, number>) =>
  useApiMutation((unitId: number) => api.delete(settingsPath({ kind: 'units', id: unitId })), { refresh: PIX_VIEWS }, options);

const chargePath = (instalmentId: number) => `/api/monthly-payments/${instalmentId}/pix`;

/** GET /api/monthly-payments/{id}/pix: the BR Code and QR code of an open instalment. */
export function useInstalmentPix(instalmentId: number) {
  return useQuery({ queryKey: [chargePath(instalmentId)], queryFn: () => api.get<typeof pixChargeSchema>(chargePath(instalmentId)) });
}

const FAMILY_CHARGES_PATH = '/api/family/pix-charges';

/**
 * POST /api/family/pix-charges ('Pagar tudo') for the instalments the family ticked: read like a
 * query while the dialog is open; asking again for the same instalments answers the same charge, so
 * the read is safe to repeat.
 */
export function useFamilyPixCharges(parcelas: number[]) {
  const body: FamilyPixChargesInput = { parcelas };
  return useQuery({ queryKey: [FAMILY_CHARGES_PATH, body], queryFn: () => api.post<typeof familyPixChargesSchema>(FAMILY_CHARGES_PATH, body), gcTime: 0 });
}

const lateFeesPath = ({ kind, id }: PixOwner) => `/api/${kind}/${id}/late-fee-settings`;

/** GET …/late-fee-settings: the owner's own multa e juros, null without any. */
export function useLateFeeSettings(owner: PixOwner) {
  return useQuery({ queryKey: [lateFeesPath(owner)], queryFn: () => api.get<typeof ownLateFeeSettingsSchema>(lateFeesPath(owner)) });
}

/** GET /api/units/{id}/late-fee-settings/effective: what the unit charges, its own or its company's. */
export function useEffectiveLateFees(unitId: number) {
  const path = `${lateFeesPath({ kind: 'units', id: unitId })}/effective`;
  return useQuery({ queryKey: [path], queryFn: () => api.get<typeof effectiveLateFeeSettingsSchema>(path) });
}

export interface SaveLateFeesVariables {
  owner: PixOwner;
  data: LateFeeSettingsInput;
}

/** A policy change alters every amount due shown: the same views as a PIX settings change. */
export const useSaveLateFees = (options?: MutationOptions<LateFeePolicy, SaveLateFeesVariables>) =>
  useApiMutation(({ owner, data }: SaveLateFeesVariables) => api.put<typeof lateFeeSettingsSchema>(lateFeesPath(owner), data), { refresh: PIX_VIEWS }, options);

export const useRemoveUnitLateFees = (options?: MutationOptions<unknown, number>) =>
  useApiMutation((unitId: number) => api.delete(lateFeesPath({ kind: 'units', id: unitId })), { refresh: PIX_VIEWS }, options);
