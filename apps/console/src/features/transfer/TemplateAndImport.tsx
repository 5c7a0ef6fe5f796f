import { Button } from '@mantine/core';
import type { Kind } from '@parkflow/domain';
import { rolesMayStart } from '@parkflow/workflows';
import { useState } from 'react';
import { texts } from '../../shared/texts';
import { useUser } from '../auth/user';
import { downloadTemplate, ImportDialog } from './ImportDialog';

/** A list's 下载模板 and 导入 buttons, with the import dialog they open, for whoever the role policy lets import the kind. */
export function TemplateAndImport({ kind }: { kind: Kind }) {
  const user = useUser();
  const [importing, setImporting] = useState(false);
  if (!rolesMayStart(user.roles, kind, 'import')) return null;
  return (
    <>
      <Button variant="light" onClick={() => downloadTemplate(kind)}>
        {texts.transfer.template}
      </Button>
      <Button variant="light" onClick={() => setImporting(true)}>
        {texts.transfer.import}
      </Button>
      <ImportDialog kind={kind} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
