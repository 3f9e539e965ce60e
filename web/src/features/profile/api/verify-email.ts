/** The spec's verify-email: is this address free? The server answers the text 'true' when it is. */
import { apiRequest } from '../../../lib/api-client';
import { currentAccessToken } from '../../../lib/auth/session';

export async function isEmailAvailable(email: string): Promise<boolean> {
  const AccessToken = await currentAccessToken();
  const answer = await apiRequest<unknown>('/api/cognito/verify-email', {
    method: 'POST',
    json: { AccessToken, email },
  });
  return String(answer).trim() === 'true';
}
