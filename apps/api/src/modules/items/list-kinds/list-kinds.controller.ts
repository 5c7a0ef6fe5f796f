import { Controller, Get } from '@nestjs/common';
import { KIND_LABELS, KINDS } from '@parkflow/domain';
import { workflowOf } from '@parkflow/workflows';

/** Each kind with its machine (states with seed codes, transitions), for the console's diagrams. */
@Controller('kinds')
export class ListKindsController {
  @Get()
  list() {
    return KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind], machine: workflowOf(kind).describe() }));
  }
}
