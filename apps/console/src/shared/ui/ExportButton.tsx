import { Button } from '@mantine/core';
import { useState } from 'react';
import { download } from '../api/client';
import { isApiError } from '../api/errors';
import type { ItemFilters } from '../api/types';
import { expireSession } from '../../features/auth/session';
import { notify } from '../notify';
import { texts } from '../texts';

export interface ExportButtonProps {
  /** e.g. /api/items/visit-appointment/export */
  path: string;
  /** The list's filters (paging is left out: the export is the whole list). */
  filters: ItemFilters;
  fileName: string;
  label?: string;
}

/** 导出全部: an authenticated download of the list as xlsx. */
export function ExportButton({ path, filters, fileName, label = texts.queue.export }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { pageNum: _n, pageSize: _s, ...query } = filters;
      await download(path, { query, fallbackName: fileName });
    } catch (error) {
      // Not a query: the QueryClient's expiry handling does not see this call.
      if (isApiError(error) && error.tokenInvalid) expireSession();
      notify.error(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
