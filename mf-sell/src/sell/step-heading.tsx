/**
 * A step's heading. A step reached by going on (not the landing page) takes the focus to its
 * heading, so a screen reader starts reading the new step and a keyboard user starts from its top.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function StepHeading({
  children,
  focus = true,
}: {
  readonly children: ReactNode;
  readonly focus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h1 ref={heading} tabIndex={-1} className="se-heading">
      {children}
    </h1>
  );
}
