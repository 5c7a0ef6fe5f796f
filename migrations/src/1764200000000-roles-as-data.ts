import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles as data (docs/decisions/0014). A role is a row: its id is the stable code the policy checks
 * (libs/domain roles.ts, libs/workflows policy), its name the zh-CN one the screens show. Users
 * hold several roles (user_roles); users.roles goes.
 *
 * Categories (seed 002 §6 "company roles and functional roles"):
 *   platform    the park's staff roles (平台管理员, 审核员, 金融机构, 园区运营)
 *   company     a company member's standing (企业超级管理员, 企业用户)
 *   functional  what a member does in its company (财务, 人事 …): each acts as 企业用户 for the
 *               policy (acts_as), so it needs no rule of its own
 *
 * Menu locations and columns are the product's (the public website's menus, seed 002 role
 * management "content maintenance"); user_columns is which a company user maintains. Column 106
 * is the seed's default column.
 *
 * identity_events is the audit of identity changes (who added, re-roled, unbound, deleted whom,
 * and password changes without the password): users are not event-sourced items.
 */
export class RolesAsData1764200000000 implements MigrationInterface {
  name = 'RolesAsData1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE roles (
        id text PRIMARY KEY,
        role_name text NOT NULL UNIQUE,
        category text NOT NULL CHECK (category IN ('platform', 'company', 'functional')),
        acts_as text REFERENCES roles(id),
        sort_order int NOT NULL
      );
      INSERT INTO roles (id, role_name, category, acts_as, sort_order) VALUES
        ('platform-admin', '平台管理员', 'platform', NULL, 10),
        ('reviewer', '审核员', 'platform', NULL, 20),
        ('credit-institution', '金融机构', 'platform', NULL, 30),
        ('operator', '园区运营', 'platform', NULL, 40),
        ('enterprise-super-admin', '企业超级管理员', 'company', NULL, 50),
        ('enterprise-user', '企业用户', 'company', NULL, 60);
      INSERT INTO roles (id, role_name, category, acts_as, sort_order) VALUES
        ('company-finance', '财务管理员', 'functional', 'enterprise-user', 70),
        ('company-hr', '人事专员', 'functional', 'enterprise-user', 80),
        ('company-affairs', '行政专员', 'functional', 'enterprise-user', 90),
        ('company-safety', '安全管理员', 'functional', 'enterprise-user', 100),
        ('company-rd', '研发负责人', 'functional', 'enterprise-user', 110),
        ('company-financing', '融资专员', 'functional', 'enterprise-user', 120);

      CREATE TABLE user_roles (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role_id text NOT NULL REFERENCES roles(id),
        PRIMARY KEY (user_id, role_id)
      );
      CREATE INDEX user_roles_role_idx ON user_roles (role_id);
      INSERT INTO user_roles (user_id, role_id)
        SELECT u.id, r.id FROM users u CROSS JOIN LATERAL unnest(u.roles) AS held(role_id) JOIN roles r ON r.id = held.role_id;
      ALTER TABLE users DROP COLUMN roles;
      CREATE INDEX users_company_idx ON users (company_id, created_at);

      CREATE TABLE menu_locations (
        id int PRIMARY KEY,
        code text NOT NULL,
        name text NOT NULL,
        sort_order int NOT NULL
      );
      CREATE TABLE menu_columns (
        id int PRIMARY KEY,
        location_id int NOT NULL REFERENCES menu_locations(id),
        parent_id int REFERENCES menu_columns(id),
        name text NOT NULL,
        sort_order int NOT NULL
      );
      INSERT INTO menu_locations (id, code, name, sort_order) VALUES
        (1, 'menu_website', '官网顶部导航', 1),
        (2, 'menu_website', '官网首页栏目', 2),
        (3, 'menu_website', '官网底部导航', 3);
      INSERT INTO menu_columns (id, location_id, parent_id, name, sort_order) VALUES
        (101, 1, NULL, '园区介绍', 1),
        (102, 1, NULL, '招商引资', 2),
        (103, 1, NULL, '特色服务', 3),
        (104, 1, NULL, '优势平台', 4),
        (105, 1, NULL, '金融市场', 5),
        (106, 1, NULL, '园区资讯', 6),
        (107, 1, NULL, '联系我们', 7),
        (1021, 1, 102, '入驻流程', 1),
        (1022, 1, 102, '入驻申请', 2),
        (1023, 1, 102, '招商政策', 3),
        (1051, 1, 105, '路演活动', 1),
        (1061, 1, 106, '新闻动态', 1),
        (1062, 1, 106, '通知公告', 2),
        (201, 2, NULL, '园区新闻', 1),
        (202, 2, NULL, '政策法规', 2),
        (203, 2, NULL, '活动预告', 3),
        (204, 2, NULL, '招聘信息', 4),
        (301, 3, NULL, '关于我们', 1),
        (302, 3, NULL, '友情链接', 2);
      CREATE TABLE user_columns (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id uuid REFERENCES companies(id),
        location_id int NOT NULL REFERENCES menu_locations(id),
        column_id int NOT NULL REFERENCES menu_columns(id),
        PRIMARY KEY (user_id, column_id)
      );

      CREATE TABLE identity_events (
        position bigserial PRIMARY KEY,
        type text NOT NULL,
        user_id uuid NOT NULL,
        company_id uuid,
        actor_id uuid,
        actor_name text,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX identity_events_user_idx ON identity_events (user_id, position);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE identity_events; DROP TABLE user_columns; DROP TABLE menu_columns; DROP TABLE menu_locations;
      DROP INDEX users_company_idx;
      ALTER TABLE users ADD COLUMN roles text[] NOT NULL DEFAULT '{}';
      UPDATE users u SET roles = ARRAY(SELECT role_id FROM user_roles ur WHERE ur.user_id = u.id);
      DROP TABLE user_roles; DROP TABLE roles;
    `);
  }
}
