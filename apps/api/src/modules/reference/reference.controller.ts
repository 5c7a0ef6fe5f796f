import { Controller, Get, Query } from '@nestjs/common';
import {
  type AreaNode,
  BUILDING_TREE,
  type BuildingNode,
  type CatalogueType,
  catalogueTypesOf,
  DomainError,
} from '@parkflow/domain';
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

  /**
   * The catalogues' type lists by tag (seed 001 §7.3: equipment types are tag 4; service
   * categories tags 1 and 2, each main type with its sub types). Any other tag: 400.
   */
  @Get('catalogue-types')
  catalogueTypes(@Query('tag') tag: string | undefined): readonly CatalogueType[] {
    if (!tag || !/^\d+$/.test(tag) || catalogueTypesOf(Number(tag)).length === 0) {
      throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'tag');
    }
    return catalogueTypesOf(Number(tag));
  }
}
