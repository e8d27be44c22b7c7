/** The RLS form of spec §3, with its defaults. */

export const RLS_OPERATIONS = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'ALL'] as const;
export type RlsOperation = (typeof RLS_OPERATIONS)[number];

export const RLS_POLICY_TYPES = ['owner', 'authenticated', 'public', 'role', 'custom'] as const;
export type RlsPolicyType = (typeof RLS_POLICY_TYPES)[number];

export const POLICY_TYPE_LABELS: Record<RlsPolicyType, string> = {
  owner: 'Owner only',
  authenticated: 'Authenticated users',
  public: 'Public read',
  role: 'Role based',
  custom: 'Custom condition',
};

export interface RlsForm {
  /** `todos`, `public.todos` or a quoted name. */
  tableName: string;
  /** Blank: a name made from the choices (see defaultPolicyName). */
  policyName: string;
  operation: RlsOperation;
  policyType: RlsPolicyType;
  userColumn: string;
  /**
   * Role based only. Blank: the role comes from the JWT's `app_metadata.role` (set by the server, not the user).
   * Otherwise `column` of public.profiles or `[schema.]table.column`, looked up by the row whose `id` is the user.
   */
  roleColumn: string;
  requiredRole: string;
  customCondition: string;
  /**
   * Owner policies (and custom ones comparing a column with `auth.uid()`) filter on that column: `create` writes
   * the index (the default), `comment` only recommends it in a comment (for a migration that manages its indexes
   * elsewhere).
   */
  index?: 'create' | 'comment';
}

export const INDEX_CHOICES = ['create', 'comment'] as const;

export const RLS_DEFAULTS: RlsForm = {
  tableName: '',
  policyName: '',
  operation: 'SELECT',
  policyType: 'owner',
  userColumn: 'user_id',
  roleColumn: '',
  requiredRole: 'admin',
  customCondition: '',
};

/** Where Postgres applies each clause: rows read (using) and rows written (with check). */
export const CLAUSES: Record<RlsOperation, { using: boolean; withCheck: boolean }> = {
  SELECT: { using: true, withCheck: false },
  INSERT: { using: false, withCheck: true },
  UPDATE: { using: true, withCheck: true },
  DELETE: { using: true, withCheck: false },
  ALL: { using: true, withCheck: true },
};

const VERBS: Record<RlsOperation, string> = {
  SELECT: 'view',
  INSERT: 'insert',
  UPDATE: 'update',
  DELETE: 'delete',
  ALL: 'manage',
};

/** Supabase Studio's naming style: who can do what to which rows. */
export function defaultPolicyName(
  form: Pick<RlsForm, 'operation' | 'policyType' | 'requiredRole'>,
  table: string,
): string {
  const verb = VERBS[form.operation];
  switch (form.policyType) {
    case 'owner':
      return `Users can ${verb} their own ${table}`;
    case 'authenticated':
      return `Authenticated users can ${verb} ${table}`;
    case 'public':
      return `Anyone can ${verb} ${table}`;
    case 'role':
      return `Role ${form.requiredRole.trim() || 'admin'} can ${verb} ${table}`;
    case 'custom':
      return `Custom ${verb} policy on ${table}`;
  }
}
