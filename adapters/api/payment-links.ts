// GET /api/payment-links/{id}/benefits: donation beneficiaries.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { Benefit } from '@domain/model';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';

export const getBenefits = (http: HttpClient, linkId: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: `/api/payment-links/${encodeURIComponent(linkId)}/benefits`, schema: Schema.Array(Benefit), ...(signal ? { signal } : {}) });

export const benefitsQuery = (http: HttpClient, linkId: string) =>
  queryOptions({ queryKey: paymentKeys.benefits(linkId), queryFn: ({ signal }) => getBenefits(http, linkId, signal) });
