/**
 * The branch map (Leaflet), loaded lazily by the contact page. The tile source is configurable
 * (`VITE_MAP_TILES`, `VITE_MAP_ATTRIBUTION`); when tiles cannot load the markers still show and a note
 * says so — the addresses are listed on the page anyway. Marker images come from our own assets.
 */
import { useState } from 'react';
import { Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { BRANCH_ADDRESSES } from '@amanati/shared/contact';
import type { Language } from '@amanati/shared/localized';

const TILES: string = import.meta.env.VITE_MAP_TILES || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION: string =
  import.meta.env.VITE_MAP_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const icon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const branches = Object.entries(BRANCH_ADDRESSES);
const bounds = L.latLngBounds(branches.map(([, b]) => [b.lat, b.lng]));

export default function ContactMap() {
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language as Language;
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div>
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [30, 30] }}
        scrollWheelZoom={false}
        style={{ height: 380, width: '100%', borderRadius: 8, background: '#e9ecef' }}
        aria-label={t('contact.mapLabel')}
      >
        <TileLayer
          url={TILES}
          attribution={ATTRIBUTION}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {branches.map(([code, b]) => (
          <Marker key={code} position={[b.lat, b.lng]} icon={icon} title={b.name[lang]} alt={b.name[lang]}>
            <Popup>
              <strong>{b.name[lang]}</strong>
              <br />
              {b.address[lang]}
              <br />
              {b.phone}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {tilesFailed && (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {t('contact.tilesFailed')}
        </Text>
      )}
    </div>
  );
}
