import { Controller, Get } from '@nestjs/common';
import { type AreaNode, BUILDING_TREE, type BuildingNode } from '@parkflow/domain';
import { AREA_TREE } from '@parkflow/domain/area-tree';

/**
 * The reference trees (seed 000 §2.9, §7): province / city / district items carry areaname, id,
 * children (the whole country, GB/T 2260, ~3,300 places); buildings carry id, name and their
 * floors and rooms. Static: the console caches them for the session.
 */
@Controller('reference')
export class ReferenceController {
  @Get('areas')
  areas(): readonly AreaNode[] {
    return AREA_TREE;
  }

  @Get('buildings')
  buildings(): readonly BuildingNode[] {
    return BUILDING_TREE;
  }
}
