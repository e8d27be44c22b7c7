import { ComponentFieldError, type ComponentForm, componentName, parseProps } from './options';

export interface ComponentCheck {
  /** Each field's message while it is wrong (the props only while the interface is asked for). */
  errors: Partial<Record<ComponentFieldError['field'], string>>;
}

function fieldError(check: () => unknown): ComponentFieldError | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof ComponentFieldError) return error;
    throw error;
  }
}

/** The form checked as the user types, so the page marks the field at fault and never generates broken code. */
export function runComponentCheck(form: ComponentForm): ComponentCheck {
  const errors: ComponentCheck['errors'] = {};
  for (const error of [
    fieldError(() => componentName(form)),
    form.props
      ? fieldError(() => parseProps(form.propsText, form.forwardRef && form.type === 'functional'))
      : undefined,
  ]) {
    if (error) errors[error.field] = error.message;
  }
  return { errors };
}
