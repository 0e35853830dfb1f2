import { Flex, ProgressCircle, View } from '@adobe/react-spectrum';
import { LEGACY_SCREEN_PATHS } from './legacy-screens';
import { useLegacyFrame } from './use-legacy-frame';
import './legacy-page.css';

/** An embedded legacy screen: the frame, a spinner until it loads, a reload on refresh. */
export function LegacyPage({ route, title }: { route: string; title: string }) {
  const src = LEGACY_SCREEN_PATHS[route] ?? '';
  const { loading, frameKey, onLoad } = useLegacyFrame(src);
  return (
    <View position="relative" minHeight="size-6000" UNSAFE_className="gn-legacy-page">
      {loading && (
        <Flex
          position="absolute"
          top={0}
          left={0}
          right={0}
          bottom={0}
          alignItems="center"
          justifyContent="center"
        >
          <ProgressCircle aria-label={`Loading ${title}`} isIndeterminate size="L" />
        </Flex>
      )}
      <iframe
        key={frameKey}
        src={src}
        title={title}
        onLoad={onLoad}
        style={{
          border: 0,
          width: '100%',
          height: '100%',
          minHeight: 480,
          visibility: loading ? 'hidden' : 'visible',
        }}
      />
    </View>
  );
}
