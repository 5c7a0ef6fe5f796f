import { Button } from '@mantine/core';
import type { Kind } from '@parkflow/domain';
import { useState } from 'react';
import { texts } from '../../shared/texts';
import { downloadTemplate, ImportDialog } from './ImportDialog';

/** A list's 下载模板 and 导入 buttons, with the import dialog they open. */
export function TemplateAndImport({ kind }: { kind: Kind }) {
  const [importing, setImporting] = useState(false);
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
