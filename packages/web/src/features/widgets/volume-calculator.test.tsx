import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VolumeCalculator } from './volume-calculator.tsx';
import { renderPublic } from './test-utils.tsx';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('VolumeCalculator', () => {
  it('shows the volume weight only once all three dimensions are set', () => {
    renderPublic(<VolumeCalculator />);
    expect(screen.queryByTestId('volume-result')).toBeNull();
    type('Length, cm', '10');
    type('Width, cm', '10');
    expect(screen.queryByTestId('volume-result')).toBeNull();
    type('Height, cm', '10');
    expect(screen.getByTestId('volume-result').textContent).toBe('Volume weight: 0.167 kg');
    type('Width, cm', '');
    expect(screen.queryByTestId('volume-result')).toBeNull();
  });

  it('keeps digits only', () => {
    renderPublic(<VolumeCalculator />);
    type('Length, cm', '3a0');
    expect(field('Length, cm').value).toBe('30');
    type('Width, cm', '2.0');
    expect(field('Width, cm').value).toBe('20');
    type('Height, cm', '-15');
    expect(field('Height, cm').value).toBe('15');
  });

  it('rounds L×W×H/6000 to 3 significant digits', () => {
    renderPublic(<VolumeCalculator />, { lang: 'ka' });
    type('სიგრძე, სმ', '30');
    type('სიგანე, სმ', '20');
    type('სიმაღლე, სმ', '15');
    expect(screen.getByTestId('volume-result').textContent).toBe('მოცულობითი წონა: 1.50 კგ');
    type('სიგრძე, სმ', '200');
    type('სიგანე, სმ', '200');
    type('სიმაღლე, სმ', '200');
    expect(screen.getByTestId('volume-result').textContent).toBe('მოცულობითი წონა: 1330 კგ');
  });
});
