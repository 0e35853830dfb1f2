import { Content, IllustratedMessage, Heading as SpectrumHeading } from '@adobe/react-spectrum';
import { useParams } from '@tanstack/react-router';
import { useSelectedOrg } from '../../hooks/org-session';

/**
 * The body of a native screen whose content is later work (docs/product/screens.md "The content of the native
 * screens is not shown"): it names the screen, the org and the route parameters it will use.
 */
export function ScreenPending({ title }: { title: string }) {
  const org = useSelectedOrg();
  // Whatever the screen's path names: this body stands in for any screen not built yet.
  const params: Readonly<Record<string, unknown>> = useParams({ strict: false });
  const shown = Object.entries(params).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as const] : [],
  );
  return (
    <IllustratedMessage>
      <SpectrumHeading>{title} is not built yet</SpectrumHeading>
      <Content>
        This screen will manage {org.name}.
        {shown.length > 0 && (
          <dl aria-label="Route parameters">
            {shown.map(([name, value]) => (
              <div key={name}>
                <dt style={{ display: 'inline', fontWeight: 600 }}>{name}: </dt>
                <dd style={{ display: 'inline', margin: 0 }} data-testid={`param-${name}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Content>
    </IllustratedMessage>
  );
}
