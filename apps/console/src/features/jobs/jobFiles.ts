import type { JobFile } from '@parkflow/domain';
import { download } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import { notify } from '../../shared/notify';
import { expireSession } from '../auth/session';

/**
 * A job's result or error report, fetched with the token (the url needs it) and handed to the
 * browser as a download. Not a query: the QueryClient's expiry handling does not see this call.
 */
export async function downloadJobFile(file: JobFile): Promise<boolean> {
  try {
    await download(file.url, { fallbackName: file.name });
    return true;
  } catch (error) {
    if (isApiError(error) && error.tokenInvalid) expireSession();
    notify.error(isApiError(error) ? error.message : String(error));
    return false;
  }
}
