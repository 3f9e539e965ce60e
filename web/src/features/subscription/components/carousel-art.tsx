/**
 * The subscription page's three pictures, drawn for Fieldwise (inline SVG: no image requests,
 * crisp at any size): a soil probe in a green field, a centre pivot watering at dusk, and the
 * moisture chart on a phone.
 */
export function ProbeInFieldArt({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 640 300" role="img" aria-labelledby="art-probe-title" preserveAspectRatio="xMidYMid slice">
      <title id="art-probe-title">{title}</title>
      <defs>
        <linearGradient id="art-probe-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bfe3f5" />
          <stop offset="1" stopColor="#eef7e8" />
        </linearGradient>
      </defs>
      <rect width="640" height="300" fill="url(#art-probe-sky)" />
      <circle cx="540" cy="62" r="30" fill="#ffd45c" />
      <path d="M0 170 Q160 140 320 160 T640 150 V300 H0Z" fill="#8cc56a" />
      <path d="M0 200 Q200 176 400 196 T640 190 V300 H0Z" fill="#5fa34a" />
      {Array.from({ length: 9 }, (_, i) => (
        <path
          key={i}
          d={`M${-40 + i * 80} 300 L${260 + i * 16} 176`}
          stroke="#3f7f34"
          strokeWidth="6"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
      ))}
      <rect x="300" y="112" width="14" height="150" rx="4" fill="#6b6f76" />
      <rect x="284" y="92" width="46" height="34" rx="6" fill="#2f6f3e" />
      <rect x="292" y="100" width="30" height="10" rx="2" fill="#b6f0c0" />
      <circle cx="307" cy="118" r="3" fill="#ffd45c" />
      <path d="M307 92 V70" stroke="#2f6f3e" strokeWidth="3" />
      <circle cx="307" cy="66" r="5" fill="#2f6f3e" />
      <path
        d="M322 60 q10 6 0 14 M330 54 q18 12 0 26"
        stroke="#2f6f3e"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PivotAtDuskArt({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 640 300" role="img" aria-labelledby="art-pivot-title" preserveAspectRatio="xMidYMid slice">
      <title id="art-pivot-title">{title}</title>
      <defs>
        <linearGradient id="art-pivot-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b3f8f" />
          <stop offset="0.6" stopColor="#f08a5d" />
          <stop offset="1" stopColor="#f9d29d" />
        </linearGradient>
      </defs>
      <rect width="640" height="300" fill="url(#art-pivot-sky)" />
      <circle cx="120" cy="150" r="40" fill="#ffcf70" opacity="0.9" />
      <ellipse cx="320" cy="250" rx="360" ry="80" fill="#4c7a3a" />
      <ellipse cx="320" cy="250" rx="250" ry="52" fill="#5d9146" />
      <ellipse cx="320" cy="250" rx="140" ry="28" fill="#6ea653" />
      <path d="M90 200 L560 200" stroke="#cfd3d8" strokeWidth="5" />
      {[130, 210, 290, 370, 450, 530].map((x) => (
        <g key={x}>
          <path d={`M${x} 200 L${x - 14} 246 M${x} 200 L${x + 14} 246`} stroke="#aab0b8" strokeWidth="4" />
          <circle cx={x - 14} cy="248" r="5" fill="#2b2f36" />
          <circle cx={x + 14} cy="248" r="5" fill="#2b2f36" />
          <path
            d={`M${x - 26} 226 Q${x} 206 ${x + 26} 226`}
            stroke="#bfe7ff"
            strokeWidth="2"
            fill="none"
            strokeDasharray="3 5"
          />
        </g>
      ))}
      <path d="M90 200 Q325 150 560 200" stroke="#cfd3d8" strokeWidth="3" fill="none" />
      <rect x="84" y="180" width="14" height="70" fill="#8a9097" />
    </svg>
  );
}

export function ChartOnPhoneArt({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 640 300" role="img" aria-labelledby="art-phone-title" preserveAspectRatio="xMidYMid slice">
      <title id="art-phone-title">{title}</title>
      <rect width="640" height="300" fill="#e9f3ee" />
      <circle cx="90" cy="250" r="120" fill="#d3eadb" />
      <circle cx="580" cy="40" r="90" fill="#d7ecf6" />
      <rect x="230" y="20" width="180" height="270" rx="24" fill="#22262c" />
      <rect x="242" y="42" width="156" height="226" rx="10" fill="#ffffff" />
      <rect x="252" y="54" width="70" height="8" rx="4" fill="#2f6f3e" />
      <rect x="252" y="92" width="136" height="34" fill="#e3f4e6" />
      <rect x="252" y="126" width="136" height="40" fill="#fff6dc" />
      <path d="M252 92 H388 M252 166 H388" stroke="#9aa3ad" strokeWidth="1" strokeDasharray="4 3" />
      <path
        d="M252 110 C272 100 286 128 306 136 S340 150 356 118 S380 104 388 108"
        stroke="#1f7a8c"
        strokeWidth="3"
        fill="none"
      />
      <path
        d="M252 132 C276 126 290 150 312 156 S346 160 360 140 S380 130 388 134"
        stroke="#c4622d"
        strokeWidth="3"
        fill="none"
      />
      <path d="M252 176 V246 H388" stroke="#9aa3ad" strokeWidth="1" fill="none" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={262 + i * 21}
          y={236 - ((i * 7) % 24) - 10}
          width="12"
          height={((i * 7) % 24) + 10}
          fill="#6ea0d8"
        />
      ))}
      <circle cx="320" cy="279" r="4" fill="#4a4f57" />
    </svg>
  );
}
