/** A parsed template: text, variables and the control statements' blocks. */
export type Comparison = '=' | '!=' | '>' | '<' | '>=' | '<=';

export type Condition = {
  negate: boolean;
  /** undefined when the text was not a path: such a condition is never true */
  path: string[] | undefined;
  raw: string;
  compare?: { operator: Comparison; value: string | number | boolean | null };
};

export type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'variable'; path: string[] | undefined; raw: string; format: string | undefined }
  | { kind: 'if'; condition: Condition; whenTrue: TemplateNode[]; otherwise: TemplateNode[] }
  | { kind: 'each'; name: string; path: string[] | undefined; raw: string; body: TemplateNode[] };
