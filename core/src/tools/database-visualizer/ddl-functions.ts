import { type Builder, qualifiedName } from './ddl-builder';
import { bareType } from './ddl-type-names';
import { type DbFunction, type FunctionArg, functionSignature } from './model';
import { list, type Node, obj, str, svals } from './parse-tree';

const MODES: Record<string, FunctionArg['mode']> = {
  FUNC_PARAM_IN: 'in',
  FUNC_PARAM_DEFAULT: 'in',
  FUNC_PARAM_OUT: 'out',
  FUNC_PARAM_INOUT: 'inout',
  FUNC_PARAM_VARIADIC: 'variadic',
  FUNC_PARAM_TABLE: 'table',
};

/** CREATE [OR REPLACE] FUNCTION: its parameters and what it returns (procedures are not called for a result). */
export function createFunction(b: Builder, node: Node) {
  if (node.is_procedure) return;
  const args: FunctionArg[] = list(node.parameters)
    .map((n) => obj(n.FunctionParameter))
    .map((p) => ({
      name: str(p.name),
      type: bareType(obj(p.argType)),
      mode: MODES[str(p.mode)] ?? 'in',
      hasDefault: p.defexpr !== undefined,
    }));
  const outs = args.filter((a) => a.mode === 'out' || a.mode === 'inout');
  const returnType = node.returnType ? obj(node.returnType) : undefined;
  const fn: DbFunction = {
    ...qualifiedName(svals(node.funcname)),
    args,
    returns: returnType ? bareType(returnType) : outs.length === 1 ? (outs[0]?.type ?? 'record') : 'record',
    returnsSet: returnType?.setof === true,
  };
  const signature = functionSignature(fn);
  b.functions = [...b.functions.filter((f) => functionSignature(f) !== signature), fn];
}

/** The functions a DROP FUNCTION or ALTER FUNCTION names: by argument types, or every overload when none given. */
export function functionsNamed(b: Builder, object: Node): DbFunction[] {
  const { schema, name } = qualifiedName(svals(object.objname));
  const types =
    object.objargs === undefined ? undefined : list(object.objargs).map((t) => bareType(obj(t.TypeName)));
  return b.functions.filter(
    (f) =>
      f.schema === schema &&
      f.name === name &&
      (types === undefined ||
        functionSignature(f) ===
          functionSignature({
            ...f,
            args: types.map((type) => ({ name: '', type, mode: 'in', hasDefault: false })),
          })),
  );
}
