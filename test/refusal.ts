import { isApiError } from '@adapters/http/api-error';

/** The status and message of a request the API refused; fails the test when it went through. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number | undefined; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { status: error.details.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}
